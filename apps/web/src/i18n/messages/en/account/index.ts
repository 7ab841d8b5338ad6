import type { Messages } from '@lingui/core';

// This bundle's messages in this language, merged: one chunk, loaded by ../../../catalog.ts.
const parts = import.meta.glob<Messages>('./*.json', { import: 'default', eager: true });

export const messages = Object.assign({}, ...Object.values(parts)) as Messages;
