/** "March 4, 2025"; an unreadable date shows nothing rather than "Invalid Date". */
export function formatArticleDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
