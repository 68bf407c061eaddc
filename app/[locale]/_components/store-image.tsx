/**
 * A product picture from the store. The store serves its own SVG illustrations already
 * sized (Image.url(width)), so a plain <img> with explicit dimensions is all a page needs:
 * no layout shift, lazy by default, and nothing for next/image to optimise.
 */
export function StoreImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** For the one picture above the fold (the product's main image). */
  eager?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the store already resizes its images; see the comment above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={className}
    />
  );
}
