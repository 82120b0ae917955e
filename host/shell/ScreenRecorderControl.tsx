import { useEffect } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import { screenRecorder } from '../../src/kit/media.ts';
import type { RecorderProblem, UnsentRecording } from '../../src/media/screen-recorder.ts';
import { useValue } from '../../src/react/use-value.ts';
import { onVoiceMediaCommand } from '../../src/voice/media-commands.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { showWidget } from '../workspace/widget-shortcuts.ts';
import { mediaCause } from './media-cause.ts';
import './media.css';

const { signals, actions } = screenRecorder;

/** Saves the unsent recording on the learner's machine, so nothing recorded is lost. */
function DownloadRecording({ recording }: { recording: UnsentRecording }) {
  const t = useT();
  const download = () => {
    const url = URL.createObjectURL(recording.file);
    const link = document.createElement('a');
    link.href = url;
    link.download = recording.file.name;
    link.click();
    // The download has its own copy once it has started.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <button type="button" className="tj-button" onClick={download}>
      {t('host.recorder.download')}
    </button>
  );
}

/**
 * Spec 2 §8: 'Recording is not Completed' or 'Something is wrong! Please try again', with what happened. A recording
 * the server did not confirm stays here, to send again or to download, until the learner discards it.
 */
function RecorderAlert({ problem, unsent }: { problem: RecorderProblem | null; unsent: UnsentRecording | null }) {
  const t = useT();
  const uploading = useValue(signals.status) === 'uploading';
  if (!problem && !unsent) return null;
  return (
    <div className="tj-media-alert" role="alert" data-testid="recorder-alert">
      {problem && (
        <>
          <p className="tj-media-alert-title">
            {t(problem.kind === 'notCompleted' ? 'host.recorder.notCompleted' : 'host.recorder.failed')}
          </p>
          <p>{mediaCause(t, problem.cause)}</p>
        </>
      )}
      {unsent && <p>{t('host.recorder.kept')}</p>}
      <div className="tj-media-alert-actions">
        {unsent && (
          <>
            <button
              type="button"
              className="tj-button tj-button-primary"
              disabled={uploading}
              onClick={() => void actions.retry()}
            >
              {t('host.recorder.retry')}
            </button>
            <DownloadRecording recording={unsent} />
            <button type="button" className="tj-button" disabled={uploading} onClick={actions.discard}>
              {t('host.recorder.discard')}
            </button>
          </>
        )}
        {problem && (
          <button type="button" className="tj-button" onClick={actions.dismissProblem}>
            {t('host.close')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * Spec 1 §4 "Screen recording": the dock's recorder button, idle, recording, uploading (disabled, with a spinner),
 * then idle; the recording becomes a recording note, which the Editor shows as a playable video.
 */
export function ScreenRecorderControl() {
  const t = useT();
  const status = useValue(signals.status);
  const starting = useValue(signals.starting);
  const problem = useValue(signals.problem);
  const unsent = useValue(signals.unsent);

  // Voice "start/stop screen recorder" (spec 2 §9.3) reach the recorder while its button is here, that is where
  // note (ScreenRecording) allows it; elsewhere voice says it is not available.
  useEffect(
    () =>
      onVoiceMediaCommand(document, {
        startScreenRecorder: () => void actions.start(),
        stopScreenRecorder: actions.stop,
      }),
    [],
  );

  // Each recording saved from now on is announced once, with a way to open it (subscribe first reports the current
  // value, which was announced already).
  useEffect(() => {
    let current = true;
    return signals.saved.subscribe((note) => {
      if (current) {
        current = false;
        return;
      }
      if (!note) return;
      showToast(t('host.recorder.saved'), 'success', {
        label: t('host.recorder.openNote'),
        run: () => void showWidget('editor'),
      });
    });
  }, [t]);

  const busy = status === 'uploading' || starting;
  const label =
    status === 'uploading'
      ? t('host.recorder.uploading')
      : status === 'recording'
        ? t('host.recorder.stop')
        : starting
          ? t('host.recorder.starting')
          : t('host.recorder.start');
  return (
    <>
      <button
        type="button"
        className="tj-button tj-bottom-dock-button tj-recorder-button"
        data-status={status}
        aria-pressed={status === 'recording'}
        aria-busy={busy}
        disabled={busy}
        onClick={() => (status === 'recording' ? actions.stop() : void actions.start())}
      >
        {busy ? (
          <span className="tj-spinner" aria-hidden="true" />
        ) : (
          <span className="tj-recorder-dot" aria-hidden="true" />
        )}
        {label}
      </button>
      <RecorderAlert problem={problem} unsent={unsent} />
    </>
  );
}
