import { graphql } from 'react-relay';
import { useMutationPromise } from '../../relay/useMutationPromise';
import type { useQuestionMutationsCreateMutation } from './__generated__/useQuestionMutationsCreateMutation.graphql';
import type { useQuestionMutationsDeleteMutation } from './__generated__/useQuestionMutationsDeleteMutation.graphql';
import type { useQuestionMutationsReorderMutation } from './__generated__/useQuestionMutationsReorderMutation.graphql';
import type { useQuestionMutationsUpdateMutation } from './__generated__/useQuestionMutationsUpdateMutation.graphql';

// Each write answers with the company's questions, so the list on screen is the one the api keeps.
const createMutation = graphql`
  mutation useQuestionMutationsCreateMutation($input: CreateCustomerFieldInput!) {
    createCustomerField(input: $input) {
      customerField {
        id
      }
      company {
        id
        customerFields {
          id
          ...QuestionItem_field
        }
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

const updateMutation = graphql`
  mutation useQuestionMutationsUpdateMutation($input: UpdateCustomerFieldInput!) {
    updateCustomerField(input: $input) {
      customerField {
        id
        ...QuestionItem_field
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

const deleteMutation = graphql`
  mutation useQuestionMutationsDeleteMutation($input: DeleteCustomerFieldInput!) {
    deleteCustomerField(input: $input) {
      deletedCustomerFieldId @deleteRecord
      company {
        id
        customerFields {
          id
        }
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

const reorderMutation = graphql`
  mutation useQuestionMutationsReorderMutation($input: ReorderCustomerFieldsInput!) {
    reorderCustomerFields(input: $input) {
      company {
        id
        customerFields {
          id
        }
      }
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

/** The form builder's four writes, each a promise that rejects when the request fails. */
export function useQuestionMutations() {
  const [create, creating] = useMutationPromise<useQuestionMutationsCreateMutation>(createMutation);
  const [update, updating] = useMutationPromise<useQuestionMutationsUpdateMutation>(updateMutation);
  const [remove, removing] = useMutationPromise<useQuestionMutationsDeleteMutation>(deleteMutation);
  const [reorder, reordering] = useMutationPromise<useQuestionMutationsReorderMutation>(reorderMutation);
  return { create, update, remove, reorder, saving: creating || updating, removing, reordering };
}
