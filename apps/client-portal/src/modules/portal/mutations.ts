import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OtpResponse } from '@sen/domain';
import type {
  PortalAppointment,
  PortalBookingRequest,
  PortalProfile,
  PortalProfileInput,
} from '@sen/domain/resources';
import { api } from '../session/client';
import { portalKeys } from './queries';

/** The portal's writes: each refreshes what it changes. */

const useRefresh = () => {
  const queryClient = useQueryClient();
  return (...keys: (readonly string[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};

export const useCancelAppointment = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<PortalAppointment>(`/portal/appointments/${id}/cancel`),
    onSuccess: () => refresh(portalKeys.appointments, portalKeys.overview),
  });
};

export const useRequestBooking = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: PortalBookingRequest) =>
      api.post<{ so_ct: string }>('/portal/appointments', request),
    onSuccess: () => refresh(portalKeys.appointments, portalKeys.overview),
  });
};

export const useSaveProfile = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: PortalProfileInput) => api.put<PortalProfile>('/portal/profile', input),
    onSuccess: () => refresh(portalKeys.profile, portalKeys.overview, ['portal', 'user-info']),
  });
};

export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (phone: string) => api.post<OtpResponse>('/portal/phone/code', { phone }),
  });

export const useChangePhone = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) => api.post<PortalProfile>('/portal/phone', input),
    onSuccess: () => refresh(portalKeys.profile, portalKeys.overview, ['portal', 'user-info']),
  });
};
