import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublicSettings } from '@/shell/api/usePublicSettings';

/** Opens the configured visual page in a new window, then returns to / (spec §2). */
export default function TestVisPage() {
  const navigate = useNavigate();
  const { visualUrl, isLoading } = usePublicSettings();
  useEffect(() => {
    if (isLoading) return;
    if (visualUrl) window.open(visualUrl, '_blank', 'noopener');
    navigate('/', { replace: true });
  }, [isLoading, visualUrl, navigate]);
  return (
    <div className="page-fallback">
      <Spin />
    </div>
  );
}
