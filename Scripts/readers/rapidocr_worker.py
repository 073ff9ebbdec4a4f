#!/usr/bin/env python3
"""ScanLab's RapidOCR worker: started once, it answers one JSON line per request line.

Request on stdin:  {"id": 1, "image": "/path/page.png", "lang": "en"}
Answer on stdout:  {"id": 1, "items": [{"text": "...", "box": [[x,y],[x,y],[x,y],[x,y]], "confidence": 97.1}, ...]}
                   or {"id": 1, "error": "why"}
The first line it prints is {"ready": true, ...} once the models are loaded.
ScanLab groups the boxes into lines (the same grouping for every box engine), so this worker returns raw boxes.

  rapidocr_worker.py --version   prints {"version": ..., "models": [...]} without loading the engine
  rapidocr_worker.py --check     exits 0 when rapidocr, onnxruntime and the bundled models are present

It stays on rapidocr's bundled default models: any other model is downloaded on first use, which fails offline.
"""
import json
import os
import sys


def bundled_models():
    import importlib.util
    spec = importlib.util.find_spec("rapidocr")
    if spec is None or not spec.submodule_search_locations:
        return []
    folder = os.path.join(list(spec.submodule_search_locations)[0], "models")
    if not os.path.isdir(folder):
        return []
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".onnx"))


def version():
    from importlib.metadata import version as v
    return "rapidocr %s, onnxruntime %s" % (v("rapidocr"), v("onnxruntime"))


def check():
    import importlib.util
    for module in ("rapidocr", "onnxruntime"):
        if importlib.util.find_spec(module) is None:
            sys.stderr.write("python module %s is not installed in %s\n" % (module, sys.prefix))
            return 1
    if not bundled_models():
        sys.stderr.write("rapidocr's bundled models are missing\n")
        return 1
    return 0


def main():
    if "--version" in sys.argv:
        print(json.dumps({"version": version(), "models": bundled_models()}))
        return 0
    if "--check" in sys.argv:
        return check()

    # Answers go to the real stdout only; anything the libraries print goes to stderr.
    out = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    from rapidocr import RapidOCR
    # One thread per worker: ScanLab runs as many workers as cores, like its Tesseract engines.
    engine = RapidOCR(params={
        "Global.log_level": "error",
        "EngineConfig.onnxruntime.intra_op_num_threads": 1,
        "EngineConfig.onnxruntime.inter_op_num_threads": 1,
    })
    out.write(json.dumps({"ready": True, "version": version(), "models": bundled_models()}) + "\n")
    out.flush()

    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        request_id = None
        try:
            request = json.loads(line)
            request_id = request.get("id")
            result = engine(request["image"])
            items = []
            if result.txts is not None:
                for box, text, score in zip(result.boxes, result.txts, result.scores):
                    items.append({
                        "text": text,
                        "box": [[float(x), float(y)] for x, y in box],
                        "confidence": round(float(score) * 100.0, 2),
                    })
            answer = {"id": request_id, "items": items}
        except Exception as error:  # one bad page must not end the worker
            answer = {"id": request_id, "error": "%s: %s" % (type(error).__name__, error)}
        out.write(json.dumps(answer, ensure_ascii=False) + "\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
