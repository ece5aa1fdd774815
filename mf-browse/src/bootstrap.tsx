import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneFrame } from '@carmarket/shared';
import BuyCarPage from './exposes/BuyCarPage';
import CarDetailPage from './exposes/CarDetailPage';
import SellerDetailsPage from './exposes/SellerDetailsPage';
import TopDealersPage from './exposes/TopDealersPage';
import CarCarousel from './exposes/CarCarousel';
import ComparePage from './exposes/ComparePage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneFrame remoteName="mf-browse">
      <Routes>
        <Route path="/" element={<BuyCarPage />} />
        <Route path="/buy-car" element={<BuyCarPage />} />
        <Route path="/buy-car/:id" element={<CarDetailPage />} />
        <Route path="/seller-details/:userId" element={<SellerDetailsPage />} />
        <Route path="/top-dealer" element={<TopDealersPage />} />
        <Route path="/compare" element={<ComparePage />} />
        {/* Preview of the home page carousels the shell mounts. */}
        <Route
          path="/carousels"
          element={
            <>
              <CarCarousel variant="featured" title="Featured Cars" subtitle="The Most Searched And Liked Cars" viewAllHref="/buy-car" />
              <CarCarousel variant="recent" title="Recently Added Cars" subtitle="The Latest Added and viewed cars" />
            </>
          }
        />
      </Routes>
    </StandaloneFrame>
  </StrictMode>,
);
