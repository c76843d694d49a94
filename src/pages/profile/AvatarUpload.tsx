import { useRef, useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useDataProvider, useTranslate } from 'react-admin';
import { imageUpload } from '../../../domain/upload';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../http';

const acceptedTypes = Object.keys(imageUpload.types);

export interface AvatarUploadProps {
  value: string | null | undefined;
  name: string;
  onChange: (url: string | null) => void;
}

/** The profile picture: chosen from the device, uploaded at once (the server checks it again), or removed. */
export function AvatarUpload({ value, name, onChange }: AvatarUploadProps) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked here to spare a useless upload; the server checks the content itself.
    if (!acceptedTypes.includes(file.type)) return setProblem('app.errors.unsupported_file_type');
    if (file.size > imageUpload.maxBytes) return setProblem('app.errors.file_too_large');
    setProblem(undefined);
    setUploading(true);
    try {
      const { url } = await dataProvider.uploadImage(file);
      onChange(url);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={value ?? undefined} alt="" sx={{ width: 80, height: 80, fontSize: 36 }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            size="small"
            startIcon={uploading ? <CircularProgress size={16} /> : <PhotoCameraIcon />}
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {translate('app.profile.change_picture')}
          </Button>
          {value && (
            <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={uploading}>
              {translate('app.profile.remove_picture')}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined}>
          {translate(problem ?? 'app.profile.picture_hint')}
        </Typography>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={acceptedTypes.join(',')}
        hidden
        onChange={upload}
        aria-label={translate('app.profile.change_picture')}
        data-testid="avatar-file"
      />
    </Stack>
  );
}
