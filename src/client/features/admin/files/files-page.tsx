import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { useProductFiles } from '../api/product-files.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { FileList } from './file-list.tsx';
import { FilesGuide } from './files-guide.tsx';
import { PackageCard } from './package-card.tsx';
import { UploadForm } from './upload-form.tsx';

function Files() {
  const files = useProductFiles();
  if (files.isError) return <ErrorNote error={files.error} what="The files" />;
  if (files.isPending) return <p className="text-sm text-muted-foreground">Loading files...</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <UploadForm
          allowedExtensions={files.data.allowedExtensions}
          maxUploadBytes={files.data.maxUploadBytes}
        />
        <section aria-labelledby="files-heading" className="grid gap-3">
          <h2 id="files-heading" className="text-lg font-semibold">
            Files
          </h2>
          <FileList files={files.data.files} />
        </section>
      </div>
      <div className="grid content-start gap-6">
        <PackageCard pkg={files.data.package} />
        <FilesGuide />
      </div>
    </div>
  );
}

/** /admin/files: upload, list, delete, and what goes in the download package. */
export function FilesPage() {
  return (
    <AdminScreen title={adminScreens.files.name} lead="The files in the customer download package.">
      <Files />
    </AdminScreen>
  );
}
