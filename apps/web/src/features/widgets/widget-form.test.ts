import type { WidgetBody } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { embedSnippet, newWidgetBody, toggleMeetingType, wordpressTag } from './widget-form.ts';

const location = { Id: 7, Name: 'Loods', IsLive: true, Meetingtypes: [1, 2], Spaces: [] };

describe('the widget form', () => {
  it('starts a new widget with everything its location offers', () => {
    expect(newWidgetBody(location, 'Site')).toMatchObject({
      LocationId: 7,
      Meetingtypes: [1, 2],
      PreSelectedMeetingtype: 1,
      ShowOptionsStep: true,
      AuthType: 0,
    });
  });

  it('moves the pre-selected type and lets a space go when their type is switched off', () => {
    const body: WidgetBody = { ...newWidgetBody(location, 'Site'), SpaceId: 40 };
    const spaceType = (id: number) => (id === 40 ? 1 : undefined);
    const off = toggleMeetingType(body, 1, false, spaceType);
    expect(off).toMatchObject({ Meetingtypes: [2], PreSelectedMeetingtype: 2, SpaceId: null });
    const on = toggleMeetingType(off, 1, true, spaceType);
    expect(on.Meetingtypes).toEqual([1, 2]);
    expect(toggleMeetingType(body, 2, false, spaceType)).toMatchObject({
      PreSelectedMeetingtype: 1,
      SpaceId: 40,
    });
  });

  it("writes the snippets: the embed's div and script, the plugin's tag with its missing quote", () => {
    expect(embedSnippet('https://x.test', 'abc', 'en')).toBe(
      '<div data-s2m-widget="abc" data-language="en"></div>\n<script async src="https://x.test/js/widget/embed.js"></script>',
    );
    expect(wordpressTag('https://x.test', 'De "Loods"', 7, 'Boek')).toBe(
      '<script async id="s2m-widget" src="https://x.test/js/frontend/widget/widget.js" data-widget-width="90%" data-search-term="De Loods" data-locations="7" data-widgetType="21 data-title="Boek"></script>',
    );
  });
});
