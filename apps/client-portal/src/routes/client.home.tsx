import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../modules/home/HomePage';

export const Route = createFileRoute('/client/home')({ component: HomePage });
