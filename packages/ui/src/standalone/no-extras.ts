import type { ComponentType } from 'react';

/** What a remote without a src/standalone-extras.ts mounts beside its App when it runs alone: nothing. */
const extras: ComponentType[] = [];
export default extras;
