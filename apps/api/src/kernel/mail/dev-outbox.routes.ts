import { idParams } from '@meetspace/domain';
import type { FastifyInstance } from 'fastify';
import { createOutboxRepository } from './outbox.queries.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Plain text with its http(s) links made clickable (escaped first). */
const linked = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body><main>${body}</main></body></html>`;

/** Whether a socket's peer is this machine. */
export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * Development only (see config `devOutbox`): the outbox as a page, so a newcomer without SMTP can
 * read the activation, reset, pin and booking mails and click their links. Only for a browser on
 * the same machine (the socket's own peer, never X-Forwarded-For): the mails hold reset links and
 * pins, so anyone else gets the site's 404.
 */
export function registerDevOutbox(app: FastifyInstance): void {
  const outbox = createOutboxRepository(app.db);
  app.addHook('onRequest', async (request, reply) => {
    if (!/^\/dev\/outbox(\/|$|\?)/i.test(request.url)) return;
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await outbox.latest(100);
    const list = rows
      .map(
        (m) =>
          `<tr><td><a href="/dev/outbox/${m.id}">${m.id}</a></td><td>${escapeHtml(m.created_at.slice(0, 19).replace('T', ' '))}</td>` +
          `<td>${escapeHtml(m.to_email)}</td><td><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject)}</a></td>` +
          `<td>${escapeHtml(m.kind)}</td><td>${escapeHtml(m.status)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Outbox',
          `<h1>Outbox</h1><p>Mails written by the application, newest first (SMTP delivery happens only when SMTP_URL is set).</p>` +
            `<table><thead><tr><th>#</th><th>created (UTC)</th><th>to</th><th>subject</th><th>kind</th><th>status</th></tr></thead><tbody>${list}</tbody></table>`,
        ),
      );
  });
  app.get('/dev/outbox/:id', { schema: { hide: true, params: idParams } }, async (request, reply) => {
    const mail = await outbox.byId((request.params as { id: number }).id);
    if (!mail)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<h1>No such mail</h1>'));
    const attachments = (JSON.parse(mail.attachments) as { filename: string }[])
      .map((a) => escapeHtml(a.filename))
      .join(', ');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          mail.subject,
          `<p><a href="/dev/outbox">All mails</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
            `<p>To: ${escapeHtml(mail.to_name ?? '')} &lt;${escapeHtml(mail.to_email)}&gt; · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.status)}` +
            `${attachments ? ` · attachments: ${attachments}` : ''}</p><pre>${linked(mail.text_body)}</pre>`,
        ),
      );
  });
}
