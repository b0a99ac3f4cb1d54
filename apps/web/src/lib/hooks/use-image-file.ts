import { useRef, useState } from 'react';
import { checkImageFile, type ImageFileError, type ImageFileRules, readAsDataUrl } from '../image-file.ts';

/**
 * A file input for an image upload: `choose` checks a newly chosen file at once; `read` checks the
 * chosen file again and reads it as a data URL, or gives null after showing why (`fileError`) and
 * putting focus back on the input. `reading` is true while it reads.
 */
export function useImageFile(rules: ImageFileRules) {
  const [fileError, setFileError] = useState<ImageFileError | null>(null);
  const [reading, setReading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  function choose() {
    const file = inputRef.current?.files?.[0];
    setFileError(file ? checkImageFile(file, rules) : null);
  }

  async function read(): Promise<string | null> {
    const file = inputRef.current?.files?.[0];
    const refused = checkImageFile(file, rules);
    setFileError(refused);
    if (refused || !file) {
      inputRef.current?.focus();
      return null;
    }
    setReading(true);
    try {
      return await readAsDataUrl(file);
    } catch {
      setFileError('unreadable');
      inputRef.current?.focus();
      return null;
    } finally {
      setReading(false);
    }
  }

  return { inputRef, fileError, reading, choose, read };
}
