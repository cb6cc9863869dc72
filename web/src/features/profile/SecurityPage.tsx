import { Stack } from '@mantine/core';
import { graphql } from 'react-relay';
import { QueryScreen } from '../../ui/QueryScreen';
import type { SecurityPageQuery } from './__generated__/SecurityPageQuery.graphql';
import { ProfileTabs } from './ProfileTabs';
import { SessionsList } from './SessionsList';
import { TwoFactorRequirement } from './TwoFactorRequirement';
import { TwoFactorSection } from './TwoFactorSection';

export const LOAD_FAILED = 'Erro ao carregar a segurança da conta';

const query = graphql`
  query SecurityPageQuery {
    viewer {
      id
      accountType
      ...TwoFactorSection_viewer
      ...SessionsList_viewer
      company {
        ...TwoFactorRequirement_company
      }
    }
  }
`;

/**
 * /personal-profile/security: two-step sign-in (turning it on with an authenticator app, its recovery
 * codes, turning it off), the devices signed in, and, for administrators, demanding it of everyone.
 */
export function SecurityPage() {
  return (
    <ProfileTabs>
      <QueryScreen<SecurityPageQuery> query={query} failure={LOAD_FAILED}>
        {({ viewer }) =>
          viewer && (
            <Stack gap="lg" maw={760}>
              <TwoFactorSection viewer={viewer} />
              {viewer.accountType === 'SYSTEM_ADMIN' && <TwoFactorRequirement company={viewer.company} />}
              <SessionsList viewer={viewer} />
            </Stack>
          )
        }
      </QueryScreen>
    </ProfileTabs>
  );
}

export const Component = SecurityPage;
