/**
 * The signed-in user's id in the REST api, read from their global id ('User:12' in base64), to
 * tell their own notes (whose `creatorDatabaseId` it is) from the others'.
 */
export function viewerDatabaseId(viewerGlobalId: string | undefined): number | null {
  if (!viewerGlobalId) return null;
  try {
    const match = /^User:(\d+)$/.exec(atob(viewerGlobalId));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
