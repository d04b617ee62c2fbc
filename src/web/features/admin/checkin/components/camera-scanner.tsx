import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of the Barcode Detection API used here; TypeScript's DOM library does not declare it yet. */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

const CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };
const DETECT_EVERY_MS = 250;

/** The browser's own QR reader when it has one; returns how to stop it. */
async function scanWithDetector(
  Barcode: DetectorClass,
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia(CAMERA);
  video.srcObject = stream;
  await video.play();
  const detector = new Barcode({ formats: ['qr_code'] });
  const timer = window.setInterval(() => {
    detector
      .detect(video)
      .then((codes) => codes[0] && onCode(codes[0].rawValue))
      .catch(() => {});
  }, DETECT_EVERY_MS);
  return () => {
    window.clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
  };
}

/** ZXing where the browser has no BarcodeDetector (Firefox, Safari, Chromium builds without it). */
async function scanWithZxing(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const controls = await new BrowserQRCodeReader().decodeFromConstraints(CAMERA, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}

async function startScanning(video: HTMLVideoElement, onCode: (code: string) => void) {
  const Barcode = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats = Barcode ? await Barcode.getSupportedFormats().catch(() => [] as string[]) : [];
  if (Barcode && formats.includes('qr_code')) return scanWithDetector(Barcode, video, onCode);
  return scanWithZxing(video, onCode);
}

/** The camera at the door, on request: each QR code read is handed to `onCode`. */
export function CameraScanner({ onCode }: { onCode(code: string): void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  latest.current = onCode;
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!on || !video.current) return;
    let stop: (() => void) | null = null;
    let ended = false;
    startScanning(video.current, (code) => latest.current(code))
      .then((stopper) => {
        if (ended) stopper();
        else stop = stopper;
      })
      .catch(() => {
        setFailed(true);
        setOn(false);
      });
    return () => {
      ended = true;
      stop?.();
    };
  }, [on]);

  return (
    <Stack gap="xs">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('admin.checkin.cameraView')}
        data-testid="checkin-camera"
        style={{ width: '100%', maxHeight: 360, background: '#111', display: on ? 'block' : 'none' }}
      />
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('admin.checkin.cameraFailed')}
        </Alert>
      )}
      <Button
        variant={on ? 'default' : 'filled'}
        onClick={() => {
          setFailed(false);
          setOn(!on);
        }}
      >
        {on ? t('admin.checkin.stopCamera') : t('admin.checkin.startCamera')}
      </Button>
    </Stack>
  );
}
