import type { KioskCatalogue } from '@wanju/api-client';
import { filterShowroomProducts, formatHallDateTime } from '@wanju/domain';
import { Spinner } from '@wanju/ui';
import { useEffect, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { useSnapshot } from 'valtio';
import type { KioskProduct } from '../features/kiosk/KioskViews';
import { AttractView, BrowseView, CameraView, ListView, ProductView } from '../features/kiosk/KioskViews';
import { KIOSK_TEXT } from './i18n';
import {
  checkDevice,
  flushQueue,
  kiosk,
  loadCatalogue,
  resetVisitor,
  saveList,
  searchPicture,
  toggleCollect,
} from './kiosk';

/** How often the kiosk asks whether its device code is still valid (revocation ends it at the next ask). */
const CHECK_MS = 15_000;
/** The catalogue is fetched again this often, while nobody is browsing (the attract screen shows). */
const REFRESH_MS = 10 * 60_000;

const shareUrl = (token: string) => new URL(`/kioskList?token=${encodeURIComponent(token)}`, window.location.href).href;

/** The signed-in kiosk: the catalogue and the visitor's screens (a chunk of its own: the sign-in screen does not
 * download it). */
export function KioskScreens() {
  const snap = useSnapshot(kiosk);
  const t = KIOSK_TEXT[snap.lang];
  const [camera, setCamera] = useState<{ stream: MediaStream | null; error: boolean }>({ stream: null, error: false });
  useEffect(() => {
    if (!snap.token) return;
    void loadCatalogue();
    void flushQueue();
    const timer = window.setInterval(() => void checkDevice(), CHECK_MS);
    const refresh = window.setInterval(() => {
      if (kiosk.screen === 'attract' && kiosk.online) void loadCatalogue();
    }, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      window.clearInterval(refresh);
    };
  }, [snap.token]);

  // the snapshot is read-only; the Views only read it
  const catalogue = snap.catalogue as KioskCatalogue | null;
  const products = catalogue?.products as KioskProduct[] | undefined;
  const shown = useMemo(() => {
    if (!products) return [];
    if (snap.imageIds) {
      const byId = new Map(products.map((p) => [p.id, p]));
      return snap.imageIds.flatMap((id) => byId.get(id) ?? []);
    }
    return filterShowroomProducts(products, {
      keyword: snap.filter.keyword,
      floor: snap.filter.floor ?? undefined,
      boothId: snap.filter.boothId ?? undefined,
      categoryId: snap.filter.categoryId ?? undefined,
    });
  }, [products, snap.filter, snap.imageIds]);

  if (!catalogue || !products)
    return (
      <main style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
        {snap.loadState === 'error' ? (
          <button type="button" onClick={() => void loadCatalogue()}>
            {t.loadFailed} · {t.retry}
          </button>
        ) : (
          <Spinner size="lg" label={t.loading} showLabel />
        )}
      </main>
    );
  const showroom = catalogue.showroom;
  const common = {
    t,
    online: snap.online,
    onLanguage: () => {
      kiosk.lang = snap.lang === 'zh' ? 'en' : 'zh';
    },
  };
  const openList = () => {
    kiosk.screen = 'list';
  };
  const stopCamera = () => {
    for (const track of camera.stream?.getTracks() ?? []) track.stop();
    setCamera({ stream: null, error: false });
  };

  switch (snap.screen) {
    case 'attract':
      return (
        <AttractView
          t={t}
          showroom={showroom}
          featured={products.filter((p) => p.featured)}
          onStart={() => {
            kiosk.screen = 'browse';
            void checkDevice();
          }}
        />
      );
    case 'product': {
      const product = products.find((p) => p.id === snap.productId);
      if (product)
        return (
          <ProductView
            {...common}
            lang={snap.lang}
            showroom={showroom}
            product={product}
            inList={snap.list.includes(product.id)}
            listCount={snap.list.length}
            onCollect={() => toggleCollect(product.id)}
            onBack={() => {
              kiosk.screen = 'browse';
            }}
            onList={openList}
          />
        );
      break;
    }
    case 'list': {
      const byId = new Map(products.map((p) => [p.id, p]));
      const url = snap.share ? shareUrl(snap.share.token) : null;
      return (
        <ListView
          {...common}
          showroom={showroom}
          products={snap.list.flatMap((id) => byId.get(id) ?? [])}
          qrSvg={url ? renderSVG(url) : null}
          shareUrl={url}
          expires={snap.share ? formatHallDateTime(snap.share.expires_at, snap.lang) : null}
          queued={Boolean(snap.queuedKey)}
          busy={snap.busy}
          onRemove={toggleCollect}
          onMakeQr={() => void saveList()}
          onDone={resetVisitor}
          onBack={() => {
            kiosk.screen = 'browse';
          }}
        />
      );
    }
    case 'camera':
      return (
        <CameraView
          t={t}
          stream={camera.stream}
          error={camera.error}
          onCapture={(video) => {
            const canvas = document.createElement('canvas');
            canvas.width = video.videoWidth;
            canvas.height = video.videoHeight;
            canvas.getContext('2d')?.drawImage(video, 0, 0);
            stopCamera();
            canvas.toBlob((blob) => blob && void searchPicture(blob), 'image/jpeg', 0.9);
          }}
          onPicture={(file) => {
            stopCamera();
            void searchPicture(file);
          }}
          onCancel={() => {
            stopCamera();
            kiosk.screen = 'browse';
          }}
        />
      );
  }
  return (
    <BrowseView
      {...common}
      lang={snap.lang}
      showroom={showroom}
      products={shown}
      imageResults={snap.imageIds ? shown.length : null}
      filter={snap.filter}
      listIds={snap.list}
      onFilter={(filter) => {
        kiosk.filter = filter;
        kiosk.imageIds = null;
      }}
      onOpen={(p) => {
        kiosk.productId = p.id;
        kiosk.screen = 'product';
      }}
      onImageSearch={() => {
        kiosk.screen = 'camera';
        navigator.mediaDevices
          ?.getUserMedia({ video: { facingMode: 'environment' } })
          .then((stream) => setCamera({ stream, error: false }))
          .catch(() => setCamera({ stream: null, error: true }));
      }}
      onClearImage={() => {
        kiosk.imageIds = null;
      }}
      onList={openList}
    />
  );
}
