/** The new-note draft of each customer, kept in the browser (spec section 4). */
const key = (customerId: number) => `practice:note-draft:${customerId}`;

export function readDraft(customerId: number): string | null {
  try {
    return window.localStorage.getItem(key(customerId));
  } catch {
    return null;
  }
}

export function writeDraft(customerId: number, html: string): void {
  try {
    window.localStorage.setItem(key(customerId), html);
  } catch {
    // A full or blocked storage only loses the draft's safety net, never the note on screen.
  }
}

export function clearDraft(customerId: number): void {
  try {
    window.localStorage.removeItem(key(customerId));
  } catch {
    // Nothing to clear.
  }
}
