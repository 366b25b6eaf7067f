import type { coreCalls } from '../../preload/contract/core';

export type CoreHandlerNames = keyof typeof coreCalls;
