import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  SavedAnswerListSchema,
  SavedAnswerSchema,
} from '../../../../shared/admin/message-thread.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const savedAnswersKey = ['admin', 'saved-answers'];

export const savedAnswersQuery = () =>
  queryOptions({
    queryKey: savedAnswersKey,
    queryFn: () => apiRequest(apiPath('adminSavedAnswers'), SavedAnswerListSchema),
  });

export function useSavedAnswers() {
  return useQuery(savedAnswersQuery());
}

interface AnswerInput {
  /** Absent: a new answer. */
  id?: number;
  title: string;
  body: string;
}

export const saveAnswer = ({ id, title, body }: AnswerInput) =>
  id === undefined
    ? apiRequest(apiPath('adminSavedAnswers'), SavedAnswerSchema, {
        method: 'POST',
        body: { title, body },
      })
    : apiRequest(apiPath('adminSavedAnswer', { id }), SavedAnswerSchema, {
        method: 'PATCH',
        body: { title, body },
      });

export function useSaveAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    onSettled: () => client.invalidateQueries({ queryKey: savedAnswersKey }),
  });
}

export const deleteAnswer = (id: number) =>
  apiRequest(apiPath('adminSavedAnswer', { id }), z.null(), { method: 'DELETE' });

export function useDeleteAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAnswer,
    onSettled: () => client.invalidateQueries({ queryKey: savedAnswersKey }),
  });
}
