/** A background image filling the screen behind a page. */
export type BackdropImage = { url: string; smallUrl: string; width: number; height: number };

/**
 * The image fixed behind everything, covering the viewport (the browser picks the small or the
 * large size for the screen), darkened by `shade` so panels and text on it stay readable. It is
 * decoration: hidden from assistive technology.
 */
export function Backdrop({ image, shade }: { image: BackdropImage; shade: number }) {
  return (
    <div aria-hidden="true" data-testid="backdrop" style={{ position: 'fixed', inset: 0, zIndex: 0 }}>
      <img
        src={image.url}
        srcSet={`${image.smallUrl} ${image.width / 2}w, ${image.url} ${image.width}w`}
        sizes="100vw"
        alt=""
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      <div style={{ position: 'absolute', inset: 0, background: `rgba(15, 23, 42, ${shade})` }} />
    </div>
  );
}
