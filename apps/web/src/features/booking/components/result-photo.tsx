/** A result card's photo (decorative: the card's heading names it), or an empty frame of its size. */
export function ResultPhoto({ src }: { src: string | null | undefined }) {
  return src ? (
    <img className="result-photo" src={src} alt="" width={160} height={120} loading="lazy" decoding="async" />
  ) : (
    <span className="result-photo result-photo-empty" aria-hidden="true" />
  );
}
