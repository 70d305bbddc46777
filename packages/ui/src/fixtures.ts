/**
 * Story and test fixtures: realistic product data and drawn product pictures (inline SVG, no network).
 * Exported from the package as `@wanju/ui` `fixtures` for app stories.
 */
export function sampleImage(label: string, color = '#ff8a3d', bg = '#fff7f0'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="${bg}"/><rect x="50" y="70" width="140" height="80" rx="18" fill="${color}"/><circle cx="85" cy="160" r="20" fill="#333"/><circle cx="155" cy="160" r="20" fill="#333"/><rect x="80" y="48" width="70" height="36" rx="8" fill="${color}" opacity=".75"/><text x="120" y="215" font-size="20" text-anchor="middle" fill="#555" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
