/**
 * `GET /js/frontend/widget/widget.js`: the script the public WordPress plugin (seats2meet-booking-widget
 * v1.2) loads. Plain ES5-style JavaScript in one closure (no modules, no framework), so it runs on
 * any venue's page. It finds its own tag (`document.currentScript`, else `#s2m-widget`), reads its
 * attributes leniently (the plugin prints `data-widgetType="21 data-title="…"`: browsers hand us
 * `data-widgettype` = `21 data-title=` and no `data-title`), and draws a search form in a shadow
 * root next to the tag. Submitting opens `{site}/widget/search?…`, which saves the search and
 * forwards to the booking flow with it filled in.
 */
export const WORDPRESS_WIDGET_SCRIPT = String.raw`(function () {
  'use strict';
  var tag = document.currentScript || document.getElementById('s2m-widget');
  if (!tag || tag.getAttribute('data-s2m-done')) return;
  tag.setAttribute('data-s2m-done', '1');
  var site;
  try { site = new URL(tag.src, location.href).origin; } catch (e) { return; }
  function attr(name) {
    var v = tag.getAttribute(name);
    if (v == null) v = tag.getAttribute(name.toLowerCase());
    return v == null ? '' : String(v).trim();
  }
  var pageLang = (document.documentElement.getAttribute('lang') || navigator.language || 'nl').toLowerCase();
  var lang = pageLang.indexOf('nl') === 0 ? 'nl' : 'en';
  var words = {
    nl: { room: 'Vergaderruimte', work: 'Werkplek', what: 'Wat zoek je?', term: 'Plaats of locatie', date: 'Datum',
      start: 'Van', end: 'Tot', seats: 'Personen', search: 'Zoeken', endAfter: 'De eindtijd ligt na de begintijd.' },
    en: { room: 'Meeting room', work: 'Workspace', what: 'What are you looking for?', term: 'Place or venue',
      date: 'Date', start: 'From', end: 'To', seats: 'People', search: 'Search', endAfter: 'The end time is after the start time.' }
  }[lang];
  // A title only when the attribute really holds one (the plugin's missing quote leaves none).
  var title = attr('data-title');
  var width = attr('data-widget-width');
  if (!/^\d{1,4}(\.\d+)?(px|%|em|rem|vw)?$/.test(width)) width = '100%';
  else if (/^\d+(\.\d+)?$/.test(width)) width += 'px';
  var locations = attr('data-locations').split(/[^0-9]+/).filter(function (s) { return s !== ''; });
  var term = attr('data-search-term');
  var uid = 's2m' + Math.random().toString(36).slice(2, 8);

  var host = document.createElement('div');
  host.className = 's2m-widget-host';
  host.style.width = width;
  host.style.maxWidth = '100%';
  tag.parentNode.insertBefore(host, tag.nextSibling);
  var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;

  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function today() { var d = new Date(); return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate()); }
  function clock(m) { return pad(Math.floor(m / 60)) + ':' + pad(m % 60); }
  function options(from, to, chosen) {
    var out = '';
    for (var m = from; m <= to; m += 30) out += '<option value="' + m + '"' + (m === chosen ? ' selected' : '') + '>' + clock(m) + '</option>';
    return out;
  }
  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; });
  }
  root.innerHTML =
    '<style>' +
    ':host{all:initial;display:block}' +
    '.f{box-sizing:border-box;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff;' +
    'border:1px solid #c8ced6;border-radius:8px;padding:16px;display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(130px,1fr))}' +
    '.f *{box-sizing:border-box;font:inherit}' +
    'h2{grid-column:1/-1;margin:0;font-size:18px;font-weight:600}' +
    'fieldset{grid-column:1/-1;border:0;margin:0;padding:0;display:flex;gap:16px;flex-wrap:wrap}' +
    'legend{padding:0;margin-bottom:4px;font-weight:600}' +
    'label{display:flex;flex-direction:column;gap:4px}' +
    'fieldset label{flex-direction:row;align-items:center;gap:6px}' +
    'input,select{min-height:40px;padding:6px 8px;border:1px solid #6b7683;border-radius:6px;background:#fff;color:#1a1a1a}' +
    'input[type=radio]{min-height:0}' +
    '.term{grid-column:1/-1}' +
    'button{min-height:44px;border:0;border-radius:6px;background:#0b5cad;color:#fff;font-weight:600;cursor:pointer;align-self:end}' +
    'button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f3b000;outline-offset:2px}' +
    '.err{grid-column:1/-1;color:#a4000f;margin:0}' +
    '</style>' +
    '<form class="f" novalidate' + (title ? ' aria-labelledby="' + uid + 't"' : ' aria-label="' + esc(words.search) + '"') + '>' +
    (title ? '<h2 id="' + uid + 't">' + esc(title) + '</h2>' : '') +
    '<fieldset><legend>' + esc(words.what) + '</legend>' +
    '<label><input type="radio" name="type" value="1" checked> ' + esc(words.room) + '</label>' +
    '<label><input type="radio" name="type" value="2"> ' + esc(words.work) + '</label></fieldset>' +
    '<label class="term">' + esc(words.term) + '<input name="q" type="text" maxlength="100" value="' + esc(term) + '"></label>' +
    '<label>' + esc(words.date) + '<input name="date" type="date" required min="' + today() + '" value="' + today() + '"></label>' +
    '<label>' + esc(words.start) + '<select name="start">' + options(360, 1410, 540) + '</select></label>' +
    '<label>' + esc(words.end) + '<select name="end">' + options(390, 1440, 1020) + '</select></label>' +
    '<label>' + esc(words.seats) + '<input name="seats" type="number" min="1" max="500" value="1" inputmode="numeric"></label>' +
    '<p class="err" role="alert" hidden></p>' +
    '<button type="submit">' + esc(words.search) + '</button>' +
    '</form>';
  var form = root.querySelector('form');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var type = form.querySelector('input[name=type]:checked').value;
    var start = Number(form.elements.start.value);
    var end = Number(form.elements.end.value);
    var error = form.querySelector('.err');
    if (end <= start) {
      error.textContent = words.endAfter;
      error.hidden = false;
      form.elements.end.focus();
      return;
    }
    var date = form.elements.date.value || today();
    var params = [
      'lang=' + lang,
      'type=' + encodeURIComponent(type),
      'q=' + encodeURIComponent(form.elements.q.value.trim()),
      'date=' + encodeURIComponent(date),
      'start=' + start,
      'end=' + end,
      'seats=' + encodeURIComponent(form.elements.seats.value || '1')
    ];
    if (locations.length === 1) params.push('location=' + locations[0]);
    window.location.href = site + '/widget/search?' + params.join('&');
  });
})();
`;

/**
 * `GET /js/widget/embed.js`: the script of the host area's snippet. Every
 * `<div data-s2m-widget="{key}">` on the page gets an iframe of the widget's booking page
 * (`/{lang}/widget/{key}`), which tells its height by postMessage; only messages from this site's
 * origin and the div's own frame are read.
 */
export const EMBED_SCRIPT = `(function () {
  'use strict';
  var tag = document.currentScript;
  var site;
  try { site = new URL(tag ? tag.src : '/', location.href).origin; } catch (e) { return; }
  var frames = [];
  function mount() {
    var divs = document.querySelectorAll('div[data-s2m-widget]');
    for (var i = 0; i < divs.length; i++) {
      var div = divs[i];
      if (div.getAttribute('data-s2m-mounted')) continue;
      var key = (div.getAttribute('data-s2m-widget') || '').replace(/[^A-Za-z0-9_-]/g, '');
      if (!key) continue;
      div.setAttribute('data-s2m-mounted', '1');
      var lang = (div.getAttribute('data-language') || document.documentElement.getAttribute('lang') || 'nl').toLowerCase().indexOf('en') === 0 ? 'en' : 'nl';
      var frame = document.createElement('iframe');
      frame.src = site + '/' + lang + '/widget/' + key;
      frame.title = div.getAttribute('data-title') || (lang === 'nl' ? 'Boeken' : 'Booking');
      frame.style.width = '100%';
      frame.style.border = '0';
      frame.style.display = 'block';
      frame.style.height = '640px';
      frame.setAttribute('loading', 'lazy');
      frame.setAttribute('allow', 'payment');
      div.appendChild(frame);
      frames.push(frame);
    }
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== site || !event.data || event.data.type !== 's2m-widget-height') return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        var h = Number(event.data.height);
        if (h > 0 && h < 20000) frames[i].style.height = Math.ceil(h) + 'px';
      }
    }
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount);
  else mount();
})();
`;
