"""The answer the scripts' stdlib servers stream, as an OpenAI server streams a chat completion:
chunked transfer encoding, one `data:` event a chunk, then a stop, [DONE] and the last chunk.
A module beside the scripts, so each imports it when run as `python3 scripts/NAME.py`."""
from http.server import BaseHTTPRequestHandler


class ChunkedStream(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def start_stream(self):
        """Reads the request's body and sends the head of an event stream."""
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        self.wfile.flush()

    def chunk(self, text):
        data = text.encode()
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()

    def end_stream(self):
        self.chunk('data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n')
        self.chunk("data: [DONE]\n\n")
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    def log_message(self, *args):
        pass
