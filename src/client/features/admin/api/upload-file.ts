import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productUploadField, type AdminProductFile } from '../../../../shared/admin/files.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/** `POST /api/admin/files`: one product file, which starts outside the package. */
export const uploadProductFile = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<{ file: AdminProductFile }>({
    path: '/api/admin/files',
    field: productUploadField,
    file,
    onProgress,
    isAnswer: (body) => Boolean(body.file),
  });

export function useUploadProductFile(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProductFile(file, onProgress),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
