import { createFileRoute } from '@tanstack/react-router';
import { TillPicker } from '../modules/till/TillPicker';

export const Route = createFileRoute('/_till/')({ component: TillPicker });
