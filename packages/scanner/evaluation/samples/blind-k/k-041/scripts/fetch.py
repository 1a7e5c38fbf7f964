import sys, time, urllib.robotparser, urllib.request, urllib.parse

UA = 'skill-web-scraper/1.0 (+contact: see README)'

def allowed(url):
    p = urllib.parse.urlparse(url)
    rp = urllib.robotparser.RobotFileParser(f'{p.scheme}://{p.netloc}/robots.txt')
    rp.read()
    return rp.can_fetch(UA, url)

def main(url):
    if not allowed(url):
        sys.exit('disallowed by robots.txt')
    time.sleep(1)
    req = urllib.request.Request(url, headers={'User-Agent': UA})
    print(urllib.request.urlopen(req, timeout=10).read().decode('utf-8', 'replace'))

if __name__ == '__main__':
    main(sys.argv[1])
