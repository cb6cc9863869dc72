// relay-test-utils ships no types and @types/relay-test-utils is not a dependency: the part the tests use.
declare module 'relay-test-utils' {
  import type { Environment, GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';

  export type MockResolverContext = {
    parentType?: string;
    name?: string;
    alias?: string;
    path?: ReadonlyArray<string>;
    args?: Record<string, unknown>;
  };
  export type MockResolvers = Record<string, (context: MockResolverContext, generateId: () => number) => unknown>;

  export type MockEnvironmentControls = {
    getMostRecentOperation(): OperationDescriptor;
    getAllOperations(): OperationDescriptor[];
    findOperation(find: (operation: OperationDescriptor) => boolean): OperationDescriptor;
    isLoading(request: OperationDescriptor | unknown, variables?: unknown, cacheConfig?: unknown): boolean;
    resolve(request: OperationDescriptor, payload: GraphQLSingularResponse): void;
    reject(request: OperationDescriptor, error: Error | string): void;
    resolveMostRecentOperation(
      payload: GraphQLSingularResponse | ((operation: OperationDescriptor) => GraphQLSingularResponse),
    ): void;
    rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
    queueOperationResolver(resolver: (operation: OperationDescriptor) => GraphQLSingularResponse | Error | undefined | null): void;
    queuePendingOperation(query: unknown, variables: Record<string, unknown>): void;
    clearCache(): void;
  };

  export type RelayMockEnvironment = Environment & { mock: MockEnvironmentControls };

  export function createMockEnvironment(config?: Record<string, unknown>): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers | null): GraphQLSingularResponse;
  };
}
