// Every `eslint-disable` comment names its reason after ` -- ` (ESLint's own syntax for a
// directive's description): `// eslint-disable-next-line rule -- why this line is the exception`.
// A local rule because the maintained one (@eslint-community/eslint-plugin-eslint-comments
// require-description) would be one more dependency for six lines.
const DIRECTIVE = /^\s*eslint-disable(?:-next-line|-line)?(?:\s|$)/;

/** @type {import('eslint').Rule.RuleModule} */
export const disableNeedsReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'require a reason (` -- why`) on every eslint-disable comment' },
    schema: [],
    messages: { reason: 'Say why after ` -- `: `eslint-disable… rule -- reason`.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (!DIRECTIVE.test(comment.value)) continue;
          const reason = comment.value.split(/\s--\s/)[1];
          if (!reason || !reason.trim()) context.report({ loc: comment.loc, messageId: 'reason' });
        }
      },
    };
  },
};
