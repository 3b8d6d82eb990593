import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Limits on the shape of a document, checked with the schema's own validation before anything
 * runs. Depth counts fields (fragments flattened); the shop's documents stay well within
 * it (the query-limits test runs them). Six nested connections are 19 deep: within it, so that they get the cost
 * error that says what is wrong (page sizes multiply); the depth limit stops the cheap deep ones.
 */
export const MAX_QUERY_DEPTH = 25;
export const MAX_QUERY_ALIASES = 50;
/** Characters of a document, and its tokens (graphql-js stops parsing past them). */
export const MAX_QUERY_LENGTH = 100_000;
export const MAX_QUERY_TOKENS = 20_000;

const limitError = (code: string, message: string) => (context: ValidationContext | null, err: GraphQLError) => {
  context?.reportError(new GraphQLError(message || err.message.replace(/^Syntax Error: /, ''), { extensions: { code } }));
};

export const DOCUMENT_LIMIT_RULES: readonly ValidationRule[] = [
  maxDepthRule({ n: MAX_QUERY_DEPTH, flattenFragments: true, propagateOnRejection: false, onReject: [limitError('MAX_DEPTH_EXCEEDED', '')] }) as ValidationRule,
  maxAliasesRule({ n: MAX_QUERY_ALIASES, propagateOnRejection: false, onReject: [limitError('MAX_ALIASES_EXCEEDED', '')] }) as ValidationRule,
];
