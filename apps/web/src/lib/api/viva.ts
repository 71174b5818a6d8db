import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pathTo,
  VIVA_RECORDING_FIELD,
  VIVA_TURN_FIELD,
  vivaRoutes,
  type LevelVivas,
  type LevelVivasResponse,
  type VivaAnswerBody,
  type VivaAvailabilityResponse,
  type VivaLevelSettings,
  type VivaRecordingForm,
  type VivaSession,
  type VivaSessionResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { dataQueryOptions } from './data-query';

/**
 * An answer is marked (and a recording transcribed first) while the student waits: longer than the
 * client's default, and within the grace the server gives an answer sent as the clock ran out.
 */
const VIVA_WAIT_MS = 60_000;

/** Viva practice: a level's switch and its sessions, a student's availability and sessions. */
export const vivaKeys = {
  all: ['viva'] as const,
  /** The student's view of a level: may they practise, how they may answer, their sessions. */
  availability: (levelId: string) => [...vivaKeys.all, 'availability', levelId] as const,
  session: (vivaId: string) => [...vivaKeys.all, 'session', vivaId] as const,
  /** The teacher's view of a level: the switch, the sessions and where students struggled. */
  level: (levelId: string) => [...vivaKeys.all, 'level', levelId] as const,
};

/** Whether the student may practise on the level, how they may answer, and their past sessions. */
export function useVivaAvailability(levelId: string) {
  return useQuery({
    ...dataQueryOptions<VivaAvailabilityResponse>({
      queryKey: vivaKeys.availability(levelId),
      path: pathTo(vivaRoutes.level, { levelId }),
    }),
    refetchOnMount: 'always',
  });
}

/** Starts a viva on the level, or resumes the unfinished one (the API decides); it is cached as read. */
export function useStartViva(levelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrapData(apiClient.post<VivaSessionResponse>(pathTo(vivaRoutes.start, { levelId }))),
    onSuccess: (session) => {
      queryClient.setQueryData(vivaKeys.session(session.id), session);
      void queryClient.invalidateQueries({ queryKey: vivaKeys.availability(levelId) });
    },
  });
}

/**
 * One viva as it stands (the student's own, or a teacher reading it); none while `null`. `fresh`
 * reads it again on each opening: a teacher may be reading a viva still under way.
 */
export function useVivaSession(vivaId: string | null, { fresh = false } = {}) {
  return useQuery({
    ...dataQueryOptions<VivaSessionResponse>({
      queryKey: vivaKeys.session(vivaId ?? ''),
      path: vivaId ? pathTo(vivaRoutes.session, { vivaId }) : '',
    }),
    enabled: vivaId !== null,
    refetchOnMount: fresh ? 'always' : true,
  });
}

/**
 * The session the API answers replaces the cached one. A 409 (time was up and the next question is
 * asked, or the viva ended) reads the session again, so the screen shows where it now stands.
 */
function useVivaWrite<TVariables>(
  vivaId: string,
  send: (variables: TVariables) => Promise<VivaSession>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (session: VivaSession) => {
      queryClient.setQueryData(vivaKeys.session(vivaId), session);
      // The level's list of the student's vivas shows the ended one's score.
      if (session.finished) {
        void queryClient.invalidateQueries({ queryKey: vivaKeys.availability(session.levelId) });
      }
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: vivaKeys.session(vivaId) });
      }
    },
  });
}

/**
 * The student's typed answer (or one the browser heard) to the turn named; an empty text is no
 * answer. The turn is named so that an answer sent twice, or after the clock moved on, is refused.
 */
export function useVivaAnswer(vivaId: string) {
  return useVivaWrite(vivaId, (body: VivaAnswerBody) =>
    unwrapData(
      apiClient.post<VivaSessionResponse>(pathTo(vivaRoutes.answer, { vivaId }), body, {
        timeoutMs: VIVA_WAIT_MS,
      }),
    ),
  );
}

/** A recorded answer: the turn it answers, and the audio. */
export type VivaRecording = VivaRecordingForm & { audio: Blob; fileName: string };

/** The student's spoken answer as a recording, which the server transcribes and marks. */
export function useVivaRecording(vivaId: string) {
  return useVivaWrite(vivaId, ({ turnId, audio, fileName }: VivaRecording) => {
    const form = new FormData();
    form.append(VIVA_TURN_FIELD, turnId);
    form.append(VIVA_RECORDING_FIELD, audio, fileName);
    return unwrapData(
      apiClient.post<VivaSessionResponse>(pathTo(vivaRoutes.recording, { vivaId }), form, {
        timeoutMs: VIVA_WAIT_MS,
      }),
    );
  });
}

/** The teacher's view of a level's vivas; read afresh on each visit. */
export function useLevelVivas(levelId: string) {
  return useQuery({
    ...dataQueryOptions<LevelVivasResponse>({
      queryKey: vivaKeys.level(levelId),
      path: pathTo(vivaRoutes.levelSessions, { levelId }),
    }),
    staleTime: 0,
  });
}

/** The teacher opens or closes viva practice on the level; the API answers the level's view. */
export function useSaveVivaLevel(levelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VivaLevelSettings) =>
      unwrapData(apiClient.put<LevelVivasResponse>(pathTo(vivaRoutes.level, { levelId }), body)),
    onSuccess: (saved: LevelVivas) => queryClient.setQueryData(vivaKeys.level(levelId), saved),
  });
}
