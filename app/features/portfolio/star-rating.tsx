/** A star rating whose text alternative is the rating itself. */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  return (
    <p className={`flex gap-0.5 ${className}`}>
      <span className="sr-only">Rated {rating} out of 5</span>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 20 20"
          fill={index < rating ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z" strokeLinejoin="round" />
        </svg>
      ))}
    </p>
  );
}
