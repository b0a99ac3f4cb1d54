import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_END_MINUTES,
  DEFAULT_EVENT_ONLINE,
  DEFAULT_EVENT_START_MINUTES,
  EVENT_IMAGE_EXTENSIONS,
  EVENT_IMAGE_MIME_TYPES,
  EVENT_IMAGE_MIN_WIDTH,
  EVENT_LIST_STATUSES,
  EVENT_MANAGEMENT_SECTIONS,
  EVENT_MIN_CAPACITY,
  EVENT_TYPE_IDS,
  EVENT_TYPES,
  EventOnline,
  EventRegistrationStep,
  eventTypeName,
  isEventImageWideEnough,
  isEventTypeId,
  MIN_TAGS,
} from './events.ts';

const SPEC_TYPES =
  '0 other, 1 meeting, 2 training, 3 brainstorm, 4 event, 5 reception, 6 network lunch, 7 product launch, ' +
  '8 presentation, 17 creative, 18 effective, 19 involved, 20 efficient';

describe('events', () => {
  it('has the spec event types with their ids', () => {
    const listed = EVENT_TYPES.map((type) => `${type.Id} ${type.en.toLowerCase()}`).join(', ');
    expect(listed).toBe(SPEC_TYPES);
    expect(EVENT_TYPE_IDS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 17, 18, 19, 20]);
  });

  it('names event types in both languages', () => {
    expect(eventTypeName(6, 'en')).toBe('Network lunch');
    expect(eventTypeName(6, 'nl')).toBe('Netwerklunch');
    expect(eventTypeName(9, 'en')).toBeUndefined();
    expect(new Set(EVENT_TYPES.map((type) => type.nl)).size).toBe(EVENT_TYPES.length);
  });

  it('recognises event type ids, including 0', () => {
    expect(isEventTypeId(0)).toBe(true);
    expect(isEventTypeId(20)).toBe(true);
    expect(isEventTypeId(9)).toBe(false);
    expect(isEventTypeId(21)).toBe(false);
  });

  it('defaults to an offline event from 09:00 to 17:00', () => {
    expect(EventOnline).toEqual({ Offline: 'offline', Online: 'online', Hybrid: 'hybrid' });
    expect(DEFAULT_EVENT_ONLINE).toBe(EventOnline.Offline);
    expect(DEFAULT_EVENT_START_MINUTES).toBe(540);
    expect(DEFAULT_EVENT_END_MINUTES).toBe(1020);
  });

  it('has the event validation limits', () => {
    expect(MIN_TAGS).toBe(3);
    expect(EVENT_MIN_CAPACITY).toBe(1);
    expect(EVENT_IMAGE_MIN_WIDTH).toBe(1024);
    expect(EVENT_IMAGE_MIME_TYPES).toEqual(['image/jpeg']);
    expect(EVENT_IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg']);
  });

  it('requires an image strictly wider than 1024 px', () => {
    expect(isEventImageWideEnough(1024)).toBe(false);
    expect(isEventImageWideEnough(1025)).toBe(true);
    expect(isEventImageWideEnough(800)).toBe(false);
  });

  it('lists registration steps, list statuses and management sections', () => {
    expect(EventRegistrationStep).toEqual({ None: 0, Form: 1, Confirmation: 2 });
    expect(EVENT_LIST_STATUSES).toHaveLength(6);
    expect(EVENT_MANAGEMENT_SECTIONS).toHaveLength(7);
    expect(EVENT_MANAGEMENT_SECTIONS[0]).toBe('dashboard');
  });
});
