/**
 * The certificate's background and border, drawn here (our own artwork): a cream sheet with a
 * faint guilloche of gold rings, a navy frame, a double gold rule and diamond corner ornaments.
 * The PDF (server) draws the same with pdf-lib operations.
 */
export function CertificateArtwork() {
  const rings = Array.from({ length: 12 }, (_, index) => 60 + index * 18);
  const corners: [number, number][] = [
    [29, 29],
    [871, 29],
    [29, 565],
    [871, 565],
  ];
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0"
      width="900"
      height="594"
      viewBox="0 0 900 594"
    >
      <rect width="900" height="594" fill="#fefbf3" />
      {rings.map((radius) => (
        <circle
          key={radius}
          cx="450"
          cy="297"
          r={radius}
          fill="none"
          stroke="#c2943a"
          strokeOpacity="0.12"
          strokeWidth="0.6"
        />
      ))}
      <rect x="12" y="12" width="876" height="570" fill="none" stroke="#172b5e" strokeWidth="10" />
      <rect x="26" y="26" width="848" height="542" fill="none" stroke="#c2943a" strokeWidth="2" />
      <rect x="32" y="32" width="836" height="530" fill="none" stroke="#c2943a" strokeWidth="0.6" />
      {corners.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <rect
            x={x - 6.5}
            y={y - 6.5}
            width="13"
            height="13"
            fill="#c2943a"
            transform={`rotate(45 ${x} ${y})`}
          />
          <circle cx={x} cy={y} r="3" fill="#172b5e" />
        </g>
      ))}
    </svg>
  );
}
