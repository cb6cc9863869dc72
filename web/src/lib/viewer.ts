import { createContext, useContext } from 'react';

export type AccountType = 'LIMITED' | 'STANDARD' | 'SYSTEM_ADMIN';

/** What the main layout knows about the signed-in user, for screens that only need the basics. */
export type ViewerSummary = {
  id: string;
  /** The user's id in the REST api, as notes name their author (`creatorDatabaseId`). */
  databaseId: number;
  name: string | null;
  email: string;
  accountType: AccountType;
  imageUrl: string | null;
};

export const ViewerContext = createContext<ViewerSummary | null>(null);

export function useViewer(): ViewerSummary | null {
  return useContext(ViewerContext);
}

/** Reports and the plan page are open to administrators and standard users only. */
export function canSeeReports(accountType: AccountType | undefined): boolean {
  return accountType === 'SYSTEM_ADMIN' || accountType === 'STANDARD';
}

export const canManageSubscription = canSeeReports;

/** Titles people put before their name ('Dra. Ana'), which a greeting leaves out. */
const TITLE = /^(?:dr|dra|dr\.ª|sr|sra|srta|prof|profa|prof\.ª|profª|me|ma|mestre|doutor|doutora|psic|psicól|fisio|nutri|enf|enfa)\.?$/iu;

/**
 * 'Ana Paula Souza' → 'Ana', 'Dra. Ana Souza' → 'Ana' (a greeting uses the name after a title);
 * an empty name, or one that is only a title, greets the user generically.
 */
export function firstName(name: string | null | undefined): string {
  const words = name?.trim().split(/\s+/) ?? [];
  return words.find((word) => !TITLE.test(word)) || 'Usuário';
}
