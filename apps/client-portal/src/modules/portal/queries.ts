import { useQuery } from '@tanstack/react-query';
import type {
  PortalAppointments,
  PortalBookingOptions,
  PortalOverview,
  PortalProfile,
} from '@sen/domain/resources';
import { api } from '../session/client';

/**
 * The portal's own reads and writes (`/api/portal/*`): always the signed-in customer's, the server keeping them to
 * their own rows. The writes are in mutations.ts, the history's pages in history/historyQuery.ts (each loaded with
 * the page that uses it).
 */

export const portalKeys = {
  all: ['portal'] as const,
  overview: ['portal', 'overview'] as const,
  appointments: ['portal', 'appointments'] as const,
  bookingOptions: ['portal', 'booking-options'] as const,
  history: ['portal', 'history'] as const,
  profile: ['portal', 'profile'] as const,
  cities: ['portal', 'cities'] as const,
  wards: (city: string) => ['portal', 'wards', city] as const,
};

export const useOverview = () =>
  useQuery({
    queryKey: portalKeys.overview,
    queryFn: ({ signal }) => api.get<PortalOverview>('/portal/overview', undefined, { signal }),
    staleTime: 0,
  });

export const useAppointments = () =>
  useQuery({
    queryKey: portalKeys.appointments,
    queryFn: ({ signal }) => api.get<PortalAppointments>('/portal/appointments', undefined, { signal }),
    staleTime: 0,
  });

export const useBookingOptions = (enabled = true) =>
  useQuery({
    queryKey: portalKeys.bookingOptions,
    queryFn: ({ signal }) => api.get<PortalBookingOptions>('/portal/booking-options', undefined, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });

export const useProfile = () =>
  useQuery({
    queryKey: portalKeys.profile,
    queryFn: ({ signal }) => api.get<PortalProfile>('/portal/profile', undefined, { signal }),
    staleTime: 0,
  });

type City = { ma_tinh: string; ten_tinh: string };
type Ward = { ma_xa: string; ten_xa: string };

export const useCities = () =>
  useQuery({
    queryKey: portalKeys.cities,
    queryFn: ({ signal }) => api.get<{ items: City[] }>('/cities', undefined, { signal }),
    staleTime: Infinity,
  });

export const useWards = (city: string | null | undefined) =>
  useQuery({
    queryKey: portalKeys.wards(city ?? ''),
    queryFn: ({ signal }) => api.get<{ items: Ward[] }>(`/cities/${city}/wards`, undefined, { signal }),
    staleTime: Infinity,
    enabled: !!city,
  });
