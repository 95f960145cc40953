import type { ReactNode } from 'react';
import { create } from 'zustand';

export interface ToastItem {
  id: number;
  title: string;
  description?: ReactNode;
  tone?: 'info' | 'success' | 'error';
  duration?: number;
}

export const useToastStore = create<{ items: ToastItem[] }>()(() => ({ items: [] }));
let nextId = 1;

/** Shows a toast (Radix Toast: 5000 ms, top centre, swipe right, F8). Needs <ToastHost/>. */
export function toast(item: Omit<ToastItem, 'id'>): void {
  useToastStore.setState((s) => ({ items: [...s.items, { ...item, id: nextId++ }] }));
}

export function dismissToast(id: number): void {
  useToastStore.setState((s) => ({ items: s.items.filter((t) => t.id !== id) }));
}
