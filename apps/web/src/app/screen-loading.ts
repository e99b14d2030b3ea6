/** Loading of lazy screens, with the spec's chunk-loading limit (spec 01 §8, spec 02 §8). */
import type { ComponentType } from 'react';

/** Chunk loading fails with an error after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Thrown when a screen chunk did not arrive in time. */
export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
}

/** Resolves with the loaded component, or rejects after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError('Loading this page took too long. Please try again.')),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const resolved = new Map<() => Promise<ComponentType>, ComponentType>();

/** A component loader bounded by {@link CHUNK_TIMEOUT_MS}; remembers what it loaded. */
export function loadComponent(load: () => Promise<ComponentType>): Promise<ComponentType> {
  return withTimeout(load()).then((component) => {
    resolved.set(load, component);
    return component;
  });
}

/** The component `load` already produced, if it has finished loading. */
export function loadedComponent(load: () => Promise<ComponentType>): ComponentType | undefined {
  return resolved.get(load);
}
