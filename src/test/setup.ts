// Every unit test gets a fresh, in-memory IndexedDB and a DOM cleaned after each test.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
