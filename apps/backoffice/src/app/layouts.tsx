import { lazy } from 'react';
import type { ComponentType } from 'react';
import { loadShellMessages } from '../i18n';
import { loadQueryClient } from './queryClient';

/** A layout chunk, loaded together with the QueryClient and the messages of the signed-in screens. */
const signedInLayout = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadQueryClient(), loadShellMessages()]).then(([module]) => module));

export const MainLayout = signedInLayout(() => import('../modules/layout/MainLayout'));
export const LightFrame = signedInLayout(() => import('../modules/layout/LightFrame'));
export const CashierLayout = signedInLayout(() => import('../modules/layout/CashierLayout'));
