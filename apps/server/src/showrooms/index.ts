/** The showrooms area: showrooms, booths, exhibitions, the hall operator and the kiosk. Other areas import only this file. */
export { showroomRoutes } from './routes';
