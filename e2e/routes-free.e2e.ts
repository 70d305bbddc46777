import { routeSweep } from './route-sweep';

routeSweep('13800000004', '免费用户');
