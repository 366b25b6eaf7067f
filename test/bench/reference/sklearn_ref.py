"""Reference models for Kontera's benchmarks, as smart_importer builds them: TF-IDF features of the
text (word 1-2 grams) with the supplier as a word of its own, then a linear SVM (LinearSVC for
invoice lines, SVC(kernel="linear") for bank entries).

Reads one JSON object on stdin: {"model": "linearsvc" | "svc", "train": [[doc, label], ...],
"test": [doc, ...], "reps": n}; prints {"fit_s": [seconds per fit], "predict_s": s, "labels": [...]}.
Times are CPU seconds of this process (time.process_time: fair on a shared machine) for fitting
(vectoriser included) and prediction only, not Python's start-up.
Needs Debian's python3-sklearn; exits 3 with a message when it is missing.
"""
import json
import sys
import time

try:
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.pipeline import make_pipeline
    from sklearn.svm import SVC, LinearSVC
except ImportError:
    print("python3-sklearn is not installed (apt-get install python3-sklearn)", file=sys.stderr)
    sys.exit(3)

job = json.load(sys.stdin)
docs = [d for d, _ in job["train"]]
labels = [l for _, l in job["train"]]
fits = []
pipe = None
for _ in range(int(job.get("reps", 1))):
    svm = LinearSVC() if job["model"] == "linearsvc" else SVC(kernel="linear")
    pipe = make_pipeline(TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True), svm)
    t0 = time.process_time()
    pipe.fit(docs, labels)
    fits.append(time.process_time() - t0)
t0 = time.process_time()
predicted = list(pipe.predict(job["test"])) if job["test"] else []
predict_s = time.process_time() - t0
json.dump({"fit_s": fits, "predict_s": predict_s, "labels": [str(x) for x in predicted]}, sys.stdout)
