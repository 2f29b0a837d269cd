import '@testing-library/jest-dom';
import { failTestsOnActWarnings } from './act-warnings';

failTestsOnActWarnings();
