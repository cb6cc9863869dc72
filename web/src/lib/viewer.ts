import { createContext, useContext } from 'react';

export type AccountType = 'LIMITED' | 'STANDARD' | 'SYSTEM_ADMIN';

/** What the main layout knows about the signed-in user, for screens that only need the basics. */
export type ViewerSummary = {
  id: string;
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

/** 'Ana Paula Souza' → 'Ana'; an empty name greets the user generically. */
export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'Usuário';
}
