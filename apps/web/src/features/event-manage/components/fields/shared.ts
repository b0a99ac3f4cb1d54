import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDraft } from '../../event-draft.ts';

/** What each field group of the event form gets: the draft, its setter and a field's error sentence. */
export interface DraftFieldsProps {
  draft: EventDraft;
  setDraft: Dispatch<SetStateAction<EventDraft>>;
  err: (field: string) => string | undefined;
}

/** Sets one field of the draft. */
export const setterOf =
  (setDraft: DraftFieldsProps['setDraft']) =>
  <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

/** The sentence of a field error code: the feature's own, else the common catalog's. */
export function useSentence() {
  const { t, i18n } = useTranslation();
  return (code: string | undefined) => {
    if (!code) return undefined;
    for (const key of [`errors.${code}`, `problems.${code}`, `problems.field.${code}`]) {
      if (i18n.exists(key, { ns: ['event-manage', 'common'] })) return t(key);
    }
    return t('problems.field.invalid');
  };
}

/**
 * The width of a picture file, decoded in the page (`createImageBitmap`: no object URL, which the
 * site's content security policy would not show), or null when it cannot be read.
 */
export async function imageWidth(file: Blob): Promise<number | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const width = bitmap.width;
    bitmap.close();
    return width;
  } catch {
    return null;
  }
}
