// html-validate configuration for exported pages: validity, document and accessibility
// presets (not the stylistic "recommended" one: React's serialiser decides quoting,
// self-closing void elements and boolean attribute style, and none of that is invalid).
import type { ConfigData } from 'html-validate';

export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Subresource integrity protects files from third-party hosts; every script and
    // stylesheet here is same-origin and content-hashed, so require it only cross-origin.
    'require-sri': ['error', { target: 'crossorigin' }],
    // ARIA 1.2 lets any role that supports naming (lists, navigation…) take aria-label;
    // axe accepts it. Keep the rule for elements whose role cannot be named.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A <button> without type only misbehaves inside a <form> (it submits); Radix renders
    // its triggers without one, outside forms. Forms are covered by their own browser tests.
    'no-implicit-button-type': 'off',
  },
};
